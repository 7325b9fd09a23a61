import { Alert, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { StepNav } from '../components/step-nav';
import { WizardLayout } from '../components/wizard-layout';
import { stepPath } from '../model/steps';

/** Photo upload is not built yet: the step says so and lets the vendor continue to packages. */
export function PhotosStep() {
  const navigate = useNavigate();
  return (
    <WizardLayout step="upload-photos">
      <Flex vertical gap={16}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Upload Your Best Photos
        </Typography.Title>
        <Alert
          type="info"
          showIcon
          message="Photo upload is not available yet. You can continue without photos."
        />
        <StepNav
          onBack={() => navigate(stepPath('location'))}
          onNext={() => navigate(stepPath('packages'))}
        />
      </Flex>
    </WizardLayout>
  );
}
